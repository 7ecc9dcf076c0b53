import subprocess

from IPython.core.magic import Magics, line_magic, magics_class


@magics_class
class ShelfMagics(Magics):
    @line_magic
    def shelf_export(self, line):
        """%shelf_export notebook.ipynb html -- convert the current notebook."""
        nb, fmt = (line.split() + ["html"])[:2]
        if fmt not in ("html", "pdf", "markdown", "script"):
            print("unknown format")
            return
        subprocess.run(["jupyter", "nbconvert", "--to", fmt, nb], check=False)
