import type { ExpertisePage } from "../schema";

export default {
  slug: "gis-development",
  label: "GIS Development",
  group: "Industries",
  topic: "GIS Development",
  heroTitle: "GIS & Geospatial Software Development",
  tagline:
    "Open standards let one PostGIS layer serve QGIS on your analysts' desks, a partner's ArcGIS and your own web maps.",
  whyHeading: "Spatial data out of desktop projects and into a database your team can query",
  why: [
    "We write spatial analysis as PostGIS queries and Python with GeoPandas and rasterio: drive-time catchments with pgRouting, site suitability scoring, change detection on imagery and aggregation on hexagonal grids. Each analysis ships as a QGIS Processing script or model, and we walk your analysts through rerunning it with new data.",
    "Data usually reaches us as shapefiles, drawings, spreadsheets of addresses and a desktop project only one analyst can open. Moved into PostGIS, it gets correct coordinate reference systems, spatial indexes and topology rules, and each source is listed so that none is left behind in a shared folder.",
    "GeoServer publishes rendered maps over WMS for the desktop tools and older clients that expect it. Where a lighter Python server suits the load, pygeoapi serves maps through OGC API – Maps and features through OGC API – Features. The choice follows what your users' software can read.",
    "For web maps we generate vector tiles with Tippecanoe or serve them from PostGIS through Martin, package static layers as PMTiles on object storage and render them with MapLibre; styling and labels stay in your hands. Imagery is stored as cloud-optimised GeoTIFF, read a window at a time, and catalogued with STAC.",
  ],
  thingsWeBuild: [
    "Web mapping applications on MapLibre with custom styles, search and terrain views",
    "PostGIS databases with clean schemas, spatial indexes and defined projections",
    "WMS and OGC API – Features from GeoServer, and OGC API – Maps and Features from pygeoapi",
    "Vector tile pipelines using Tippecanoe, Martin and PMTiles on cloud object storage",
    "Custom QGIS plugins and processing models that automate repetitive analyst tasks",
    "Field data collection apps with offline basemaps, survey-grade positioning and sync to PostGIS",
    "Routing and catchment tools built on pgRouting and OpenStreetMap road networks",
    "Satellite and drone imagery catalogues using STAC and cloud-optimised GeoTIFF",
  ],
  challengesWeSolve: [
    "Map layers scattered across file shares, with no record of which copy is current",
    "Web maps that slow to a crawl once a layer passes a few thousand features",
    "Layers that fail to line up because of mixed or missing coordinate reference systems",
    "Proprietary GIS licence costs growing faster than the number of active users",
    "Analysis that lives on one person's desktop and cannot be repeated or audited",
    "Partners unable to use your data because it only exists as a file export",
    "Invalid geometries, self-intersections and slivers that break spatial joins",
    "Raster datasets too large for anyone to download just to look at them",
  ],
  howWeKeepYouAhead: [
    "Older OGC web services moved to the OGC API family at a pace your users can absorb",
    "GeoParquet files queried at scale in DuckDB or BigQuery",
    "Open base data such as Overture Maps trialled against the commercial layers you license",
    "Machine learning on imagery for land cover, building footprints and change detection",
    "Datum transformations pinned to named grids, giving the same coordinates on desktop and server",
    "Automated checks on geometry validity, attributes and projections at each data load",
    "Mixed open-source and ArcGIS environments connected through standard interfaces",
    "Tile and feature services load-tested for the season or event that will stretch them",
  ],
  meta: {
    title: "GIS Development & Geospatial Web Mapping",
    description:
      "Web maps and spatial analysis on open standards your own GIS team can extend: PostGIS, OGC APIs, vector tiles and QGIS plugins.",
    keywords: [
      "gis development",
      "geospatial software",
      "postgis",
      "ogc api",
      "vector tiles",
      "maplibre",
      "web mapping",
    ],
  },
} satisfies ExpertisePage;
