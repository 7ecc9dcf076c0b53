import os
import subprocess
import tempfile


def to_pdf(markdown_text, output, title="Bibliography"):
    src = tempfile.mktemp(suffix=".md")
    with open(src, "w") as fh:
        fh.write(markdown_text)
    os.system('pandoc --metadata title="%s" -o %s %s' % (title, output, src))
    return output


def to_pdf_safe(markdown_text, output, title="Bibliography"):
    with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as fh:
        fh.write(markdown_text)
    subprocess.run(["pandoc", "--metadata", "title=" + title, "-o", output, fh.name], check=True)
    os.unlink(fh.name)
    return output


def save_export(name, data, directory="exports"):
    path = os.path.join(directory, name)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(data)
    return path


def save_export_checked(name, data, directory="exports"):
    base = os.path.abspath(directory)
    path = os.path.abspath(os.path.join(base, name))
    if os.path.commonpath([base, path]) != base:
        raise ValueError("name escapes export directory")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(data)
    return path
