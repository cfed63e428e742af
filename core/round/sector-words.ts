// The words and phrases that put an idea in a focus area, keyed by the focus-area keys of the investor data
// (data/investors.jsonl.gz `focus_areas`; a test checks each key is one). Built on the concepts of
// src/investors/text.ts, but phrases rather than single words: the round must not be read into a sector by
// common words ("general" in "Mass General", "care" alone, "platform", "model", "free", "last", "chain").
// Phrases are matched on lowercase text without accents; a trailing "s" or "es" is allowed.
export const SECTOR_PHRASES: Readonly<Record<string, string>> = {
  'ai-ml':
    'artificial intelligence|machine learning|deep learning|computer vision|large language models?|llm|genai|generative ai|neural networks?|natural language processing|nlp|ai agent|agentic|ai powered|ai native|ai copilot',
  'b2b-saas':
    'saas|b2b software|software as a service|subscription software|crm|erp|workflow software|back office software|practice management|scheduling software|b2b platform|vertical saas',
  'enterprise-software':
    'enterprise software|enterprise customer|fortune 500|procurement software|procurement platform|spend management|erp software',
  'developer-tools':
    'developer tool|developer tooling|devtool|dev tool|sdk|devops|ci cd|observability|code review|for developer|api first|coding assistant',
  'data-infrastructure':
    'data infrastructure|data pipeline|data warehouse|vector database|etl|data platform|database',
  cybersecurity:
    'cybersecurity|cyber security|infosec|security operation|threat detection|penetration testing|zero trust|phishing|ransomware|identity and access|for security team',
  cloud: 'cloud infrastructure|kubernetes|serverless',
  fintech:
    'fintech|payment|neobank|digital bank|banking|lending|loan|credit scoring|credit card|bnpl|buy now pay later|remittance|money transfer|mobile money|wallet|bookkeeping|accounting|invoicing|invoice|payroll|expense management|treasury|input credit|agri credit|crop loans?|repaid at harvest|credit line|working capital loans|wealth platform|wealthtech|robo portfolio|investing app|investment app|invoice financing|trade finance|wealth management|robo advisor|trading|brokerage|microfinance|financial service|financial inclusion|card issuing|open banking|kyc|regtech|accounts payable|accounts receivable|working capital|cash flow|savings|tax filing|personal finance|pagos|pagamentos|credito|financiamiento|financiamento',
  insurtech:
    'insurtech|insurance|insurer|underwriting|claims processing|embedded insurance|microinsurance|seguros|seguro agricola|seguro parametrico|aseguradoras|seguradoras',
  crypto:
    'crypto|cryptocurrency|blockchain|web3|defi|nft|stablecoin|bitcoin|ethereum|onchain|on chain|tokenization|tokenized',
  healthtech: 'healthtech|health tech|health technology|health app',
  'digital-health':
    'digital health|telehealth|telemedicine|virtual care|remote patient monitoring|patient engagement|ehr|electronic health record|care coordination|clinical workflow|patient intake',
  healthcare:
    'healthcare|health care|hospital|clinic|patient|clinician|physician|doctor|nurse|dental|dentist|pharmacy|pharmacies|primary care|home care|elder care|senior care|medical|care home|health system|outpatient|public health|caregiver|salud|saude|clinicas|hospitales|hospitais',
  biotech:
    'biotech|biotechnology|therapeutic|drug discovery|drug development|drug candidate|crispr|gene therapy|gene editing|cell therapy|antibody|antibodies|mrna|small molecule|biologic|synthetic biology|synbio|protein engineering|genomic|preclinical|clinical trial|oncology',
  'medical-devices':
    'medical device|medtech|med tech|diagnostic|point of care|implant|surgical robot|ultrasound|ecg|glucose monitor|in vitro|assay|510 k|fda clearance|medical imaging|wearable sensor',
  'mental-health':
    'mental health|anxiety|depression|psychotherapy|therapist|behavioral health|behavioural health',
  femtech:
    'femtech|women s health|womens health|fertility|menopause|maternal health|pregnancy|period tracking|ivf',
  longevity: 'longevity|healthspan|aging research|ageing research',
  wellness: 'wellness|fitness|meditation|sleep tracking|nutrition|wellbeing',
  ecommerce:
    'e commerce|ecommerce|online store|online shop|shopify|woocommerce|amazon seller|online retail|checkout|online seller|social commerce|quick commerce|q commerce',
  marketplaces: 'marketplace|two sided|two-sided',
  d2c: 'd2c|dtc|direct to consumer|consumer brand|cpg|skincare|cosmetic',
  retail: 'retail|retailer|brick and mortar|point of sale|kirana|shopkeeper|convenience store',
  consumer: 'consumer app|b2c|for consumer|for families|for parents',
  climate:
    'climate|climate tech|climatetech|carbon|decarbonization|decarbonisation|emission|net zero|carbon capture|carbon removal|sustainability|esg',
  energy:
    'solar|wind power|wind farm|battery|batteries|energy storage|power grid|electric grid|hydrogen|geothermal|ev charging|heat pump|nuclear|fusion energy|microgrid|renewable|clean energy|energy efficiency|energy management',
  cleantech: 'cleantech|clean tech|greentech|green tech|battery recycling|water treatment|waste management',
  'circular-economy':
    'circular economy|recycling|recycler|upcycling|second hand|secondhand|resale|refurbish|reuse',
  education:
    'edtech|education|school|student|teacher|tutoring|tutor|learning platform|online course|upskilling|e learning|elearning|universities|educacion|educacao|escuelas|escolas|exam prep|bootcamp|learners',
  'hr-tech':
    'hr tech|hrtech|human resources|recruiting platform|recruiting software|recruiter|recruitment|hiring platform|hiring software|talent acquisition|applicant tracking|employee onboarding|employee engagement|workforce management|hr software|for hr team',
  'future-of-work': 'remote work|future of work|freelancer|gig worker|distributed team',
  legaltech:
    'legal tech|legaltech|law firm|lawyer|attorney|contract management|legal document|paralegal|legal ops|in house legal|notaire|notarial|notariales|etudes notariales|conveyancing|abogado|advogado|escritorio de advocacia|legal ai',
  govtech: 'govtech|government agenc|public sector|municipalities|city government|permits',
  logistics:
    'logistic|freight|shipping|supply chain|trucking|last mile|delivery fleet|warehouse|warehousing|fulfilment|fulfillment|courier|3pl|freight forwarding|cold chain|shipment|logistica',
  mobility:
    'mobility|ride hailing|ridesharing|ride sharing|micromobility|e scooter|electric vehicle|car sharing|fleet management|autonomous vehicle|self driving|public transport|motorbike taxi|boda boda|e bike',
  proptech:
    'proptech|real estate|property management|landlord|tenant|rental|mortgage|home buying|housing|short term rental|property developer',
  construction: 'construction|contractor|builders|construction site|building material',
  hardware: 'hardware|consumer electronics|sensor|wearable|3d printing|embedded system|drone',
  robotics: 'robot|robotics|robotic|cobot',
  iot: 'iot|internet of things|connected device|smart home',
  semiconductors: 'semiconductor|chip design|chipmaker|silicon photonics|asic|fpga',
  'deep-tech': 'deep tech|deeptech|photonics|nanotech|novel material',
  quantum: 'quantum computing|quantum sensing|quantum',
  space: 'space tech|spacetech|satellite|launch vehicle|orbital|earth observation',
  defense: 'defense|defence|military|dual use|national security',
  materials: 'materials science|advanced material|bio based material|new material|biomaterial',
  manufacturing: 'manufacturing|manufacturer|factory|factories|industrial|production line|mittelstand',
  foodtech:
    'foodtech|food tech|restaurant|food delivery|meal kit|alternative protein|plant based|cultivated meat|grocery|groceries|cloud kitchen|food waste|beverage',
  agtech:
    'agtech|agritech|agriculture|agricultural|farmer|farming|farms|crop|agronomy|smallholder|livestock|aquaculture|precision agriculture|irrigation|fertilizer|fertiliser|agricola|agro|agricultores|produtores rurais|productores agricolas|shrimp|fish farm|fish farming|soil carbon|regenerative agriculture',
  gaming: 'gaming|video game|game studio|esports|mobile game|gamers',
  media: 'media company|publisher|newsletter|streaming|podcast|video content|news',
  music: 'music|musician|songwriter',
  'creator-economy': 'creator economy|content creator|influencer|creators',
  social: 'social network|social media|community app|dating app',
  advertising: 'advertising|adtech|ad tech|programmatic|advertiser',
  'marketing-tech': 'martech|marketing automation|for marketing team|seo|email marketing|marketer',
  'sales-tech': 'for sales team|sales rep|sales engagement|revops',
  travel: 'travel|traveler|traveller|hotel|hospitality|tourism|vacation rental',
  sports: 'sports|athlete',
  fashion: 'fashion|apparel|clothing|footwear|luxury',
  analytics: 'analytics|business intelligence',
  impact: 'social impact|underserved|low income|bottom of the pyramid|unbanked',
  telecom: 'telecom|telecommunication|5g|mobile network operator',
};

/** Acronyms read only in capitals, on the text as written ("AI", not "ai" in "Thai"). */
export const SECTOR_ACRONYMS: Readonly<Record<string, string>> = {
  AI: 'ai-ml',
  ML: 'ai-ml',
  LLMs: 'ai-ml',
  IoT: 'iot',
  EV: 'mobility',
  EVs: 'mobility',
  B2B: 'b2b-saas',
  HR: 'hr-tech',
  NFT: 'crypto',
  DeFi: 'crypto',
};

/** Broader focus areas a specific one belongs to, added after it ("digital-health" → healthtech, healthcare). */
export const SECTOR_PARENTS: Readonly<Record<string, readonly string[]>> = {
  'digital-health': ['healthtech', 'healthcare'],
  healthtech: ['healthcare'],
  'mental-health': ['digital-health', 'healthtech', 'healthcare'],
  femtech: ['healthcare'],
  biotech: ['healthcare'],
  'medical-devices': ['healthcare'],
  longevity: ['healthcare'],
  insurtech: ['fintech'],
  'developer-tools': ['b2b-saas'],
  robotics: ['hardware'],
  iot: ['hardware'],
  semiconductors: ['hardware', 'deep-tech'],
  quantum: ['deep-tech'],
  space: ['deep-tech'],
  materials: ['deep-tech'],
  cleantech: ['climate'],
  energy: ['climate'],
  'circular-economy': ['climate'],
  d2c: ['ecommerce', 'consumer'],
  music: ['media'],
  'creator-economy': ['media'],
};
