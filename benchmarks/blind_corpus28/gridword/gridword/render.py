"""PDF rendering through LaTeX (cwpuzzle package)."""
import os
import subprocess
import tempfile


def _tex(grid, title):
    rows = "\n".join("|" + "|".join(c if c != "#" else "*" for c in row) + "|." for row in grid)
    return "\\documentclass{article}\\usepackage{cwpuzzle}\\begin{document}\n\\begin{Puzzle}{%d}{%d}\n%s\n\\end{Puzzle}\\end{document}" % (
        len(grid[0]), len(grid), rows)


def render_pdf(grid: list[str], title: str, out_dir: str) -> str:
    workdir = tempfile.mkdtemp(prefix="gridword-")
    src = os.path.join(workdir, "puzzle.tex")
    with open(src, "w") as fh:
        fh.write(_tex(grid, title))
    subprocess.run("pdflatex -interaction=batchmode -jobname='%s' puzzle.tex" % title, shell=True, cwd=workdir, check=True)
    pdf = os.path.join(out_dir, os.path.basename(title) + ".pdf")
    os.replace(os.path.join(workdir, title + ".pdf"), pdf)
    return pdf
