import json
import os
import subprocess
import tempfile
import zipfile
from dataclasses import asdict
from importlib import resources


def save_recipe(recipe, directory, name=None):
    filename = (name or recipe.name) + ".json"
    path = os.path.join(directory, filename)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(asdict(recipe), fh, indent=2)
    return path


def load_recipe(directory, name):
    root = os.path.realpath(directory)
    path = os.path.realpath(os.path.join(root, name + ".json"))
    if os.path.commonpath([root, path]) != root:
        raise ValueError("recipe name escapes the directory")
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def bundled(name):
    ref = resources.files("wortkit.data") / os.path.basename(name)
    return ref.read_bytes()


def label_pdf(text, printer=None):
    src = tempfile.mktemp(suffix=".txt")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(text)
    pdf = src[:-4] + ".pdf"
    subprocess.run(["enscript", "-B", "-f", "Courier14", "-p", "-", src], stdout=open(pdf + ".ps", "wb"), check=True)
    subprocess.run(["ps2pdf", pdf + ".ps", pdf], check=True)
    if printer:
        subprocess.run(["lp", "-d", printer, pdf], check=True)
    return pdf


def zip_bundle(recipes):
    with tempfile.NamedTemporaryFile(suffix=".zip", delete=False) as fh:
        with zipfile.ZipFile(fh, "w") as zf:
            for i, r in enumerate(recipes):
                zf.writestr(f"recipe-{i:03d}.json", json.dumps(asdict(r)))
    return fh.name
