import os
import subprocess
import tempfile


def to_pdf(markdown, title, out_path):
    src = f"/tmp/knitkit-{os.getpid()}.md"
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(markdown)
    os.system(f"pandoc {src} -o '{out_path}' --metadata title='{title}'")
    return out_path


def to_epub(markdown, title, out_path):
    with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False, encoding="utf-8") as fh:
        fh.write(markdown)
    subprocess.run(["pandoc", fh.name, "-o", out_path, "--metadata", f"title={title}"], check=True)
    os.unlink(fh.name)
    return out_path
