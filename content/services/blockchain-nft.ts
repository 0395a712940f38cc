import type { ServicePage } from "../schema";

export default {
  slug: "blockchain-nft",
  label: "Blockchain & NFT",
  group: "Services",
  heroTitle: "Audit-ready smart contracts, and keys no single person holds",
  tagline:
    "When a shared ledger is the right tool, we write and test the contracts and settle who holds the keys before any funds move.",
  intro: [
    "A blockchain earns its cost in only a few cases, and those are the ones we take on: shared records between parties who do not fully trust each other, transferable digital ownership and programmable settlement. Elsewhere we recommend a conventional database, which is usually cheaper and simpler. Where a chain fits, the engineering must be exacting: deployed contracts are hard to change, and mistakes are public and often irreversible.",
    "Contracts for Ethereum and compatible chains are written in Solidity, and Solana programs in Rust. Each contract gets unit and fuzz tests and static analysis, and we recommend an independent audit before mainnet. Gas costs are measured during design, since storage layout and batching decide what users pay on each transaction.",
    "In the EU, the Markets in Crypto-Assets Regulation (MiCA) governs the issuance of crypto-assets and the firms that provide crypto-asset services, and the Transfer of Funds Regulation applies the travel rule to crypto-asset transfers. We work alongside your legal advisers on token models, custody arrangements and customer identity checks.",
  ],
  cardsHeading: "What we build on a chain and around it",
  cards: [
    {
      title: "Smart contract development",
      description:
        "We write Solidity and Rust contracts for tokens, escrow, vesting, staking and access control, on audited OpenZeppelin components where possible. Upgrade paths and admin roles are documented, and privileged functions sit behind multisig wallets and timelocks. Code and specifications are prepared for an external audit.",
    },
    {
      title: "NFT marketplace development",
      description:
        "A marketplace build covers primary mints and secondary trading, lazy minting, ERC-721 and ERC-1155 tokens and metadata on pinned IPFS or on Arweave. Royalties are signalled through ERC-2981, which marketplaces may choose to honour. Card payments and embedded wallets let buyers without crypto experience take part, while a dedicated indexer keeps listings fast.",
    },
    {
      title: "DeFi development",
      description:
        "Lending, staking and liquidity protocols are designed against flash-loan exploits, oracle manipulation, reentrancy and other attacks. We use Chainlink or comparable decentralised price feeds and simulate protocol behaviour under market stress. Circuit breakers and rate limits contain the damage if something goes wrong.",
    },
    {
      title: "Asset tokenisation",
      description:
        "Real-world assets such as property, fund units and invoices can be represented as tokens, using permissioned standards like ERC-3643 where transfer restrictions and investor eligibility checks apply. Together with your counsel, we establish whether a token falls under MiCA or under financial-instrument rules such as MiFID II while the token model is still on paper.",
    },
    {
      title: "DAO development",
      description:
        "A DAO needs voting, a treasury and proposal workflows its members can follow: on-chain voting with OpenZeppelin Governor or off-chain through Snapshot, and treasuries held in Safe multisig wallets. We help define quorum, delegation and timelock rules. Whether the DAO needs a legal wrapper is raised with your counsel during design.",
    },
    {
      title: "Blockchain integration",
      description:
        "Existing finance, payment and identity systems reach blockchain networks through the indexers, event listeners and wallet infrastructure we build. Regulated custodians and wallet providers such as Fireblocks are integrated, chain reorganisations and failed transactions are handled, and private keys stay off application servers.",
    },
  ],
  meta: {
    title: "Blockchain, Smart Contract and NFT Development",
    description:
      "Smart contracts, NFT marketplaces, DeFi protocols, tokenisation and DAO tooling, tested, with an independent audit recommended before mainnet and MiCA in view.",
    keywords: [
      "blockchain development",
      "smart contract development",
      "nft marketplace",
      "defi development",
      "asset tokenisation",
      "mica compliance",
    ],
  },
} satisfies ServicePage;
