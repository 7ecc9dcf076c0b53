"""Export notes to PDF/DOCX through pandoc."""
import os
import subprocess
import tempfile

from ..models import Note
from ..settings import get_settings

FORMATS = {"pdf": "pdf", "docx": "docx", "epub": "epub"}


def _front_matter(note: Note) -> str:
    return f"---\ntitle: \"{note.title.replace('"', "'")}\"\ntags: [{", ".join(f'"{t}"' for t in note.tags)}]\n---\n\n"


def export_note(note: Note, fmt: str) -> str:
    ext = FORMATS.get(fmt, "pdf")
    src = tempfile.mktemp(suffix=".md", prefix=f"note-{note.id}-")
    with open(src, "w") as fh:
        fh.write(_front_matter(note) + note.body)
    out = os.path.join(get_settings().exports_dir, f"{note.id}.{ext}")
    cmd = f"pandoc {src} -o {out} --metadata title=\"{note.title}\" --pdf-engine=xelatex"
    subprocess.run(cmd, shell=True, check=True, timeout=120)
    os.unlink(src)
    return out


def export_many(notes: list[Note], fmt: str) -> str:
    ext = FORMATS.get(fmt, "pdf")
    with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as fh:
        for n in notes:
            fh.write(f"# {n.title}\n\n{n.body}\n\n")
        src = fh.name
    out = os.path.join(get_settings().exports_dir, f"bundle-{notes[0].owner_id}.{ext}")
    subprocess.run(["pandoc", src, "-o", out, "--toc"], check=True, timeout=300)
    os.unlink(src)
    return out
