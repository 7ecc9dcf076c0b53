"""Target face images and printable scorecards."""
import os
import subprocess
import tempfile

from werkzeug.exceptions import NotFound
from werkzeug.security import safe_join
from werkzeug.wrappers import Response

from .. import settings


class TargetHandlers:
    def __init__(self, app):
        self.app = app

    def face_image(self, request, name):
        path = safe_join(settings.FACES_DIR, name)
        if path is None or not os.path.isfile(path):
            raise NotFound()
        with open(path, "rb") as fh:
            return Response(fh.read(), mimetype="image/svg+xml")

    def scorecard_pdf(self, request):
        card = request.args.get("card", "")
        with open(os.path.join(settings.SCORECARD_DIR, card), "rb") as fh:
            return Response(fh.read(), mimetype="application/pdf")

    def render_scorecard(self, request):
        archer = request.form.get("archer", "Archer")
        round_name = request.form.get("round", "Portsmouth")
        tex_path = tempfile.mktemp(suffix=".tex")
        with open(tex_path, "w") as fh:
            fh.write("\\documentclass{article}\\begin{document}Scorecard\\end{document}\n")
        cmd = "pdflatex -interaction=nonstopmode -jobname='%s-%s' %s" % (archer, round_name, tex_path)
        subprocess.run(cmd, shell=True, cwd=os.path.dirname(tex_path), timeout=60)
        return Response("queued", mimetype="text/plain")

    def plot_group(self, request):
        """Plot arrow group on a face; coordinates come as JSON floats."""
        data = request.get_json(force=True)
        points = [(float(x), float(y)) for x, y in data.get("arrows", [])][:72]
        with tempfile.NamedTemporaryFile("w", suffix=".dat", delete=True) as dat:
            for x, y in points:
                dat.write("%f %f\n" % (x, y))
            dat.flush()
            out = subprocess.run(["gnuplot", "-e", "datafile='%s'" % dat.name, "/usr/share/archery/group.gp"],
                                 capture_output=True, timeout=30)
        return Response(out.stdout, mimetype="image/png")
