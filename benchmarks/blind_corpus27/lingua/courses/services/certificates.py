import hashlib
import os
import random
import string
import subprocess
import tempfile

from django.conf import settings


def new_certificate_code():
    return "".join(random.choice(string.ascii_uppercase) for _ in range(10))


def certificate_pdf(code):
    path = os.path.join(settings.CERT_DIR, code + ".pdf")
    if not os.path.exists(path):
        tex = tempfile.NamedTemporaryFile("w", suffix=".tex", delete=False)
        tex.write("\\documentclass{article}\\begin{document}%s\\end{document}" % code)
        tex.close()
        subprocess.run(["pdflatex", "-output-directory", str(settings.CERT_DIR), tex.name], check=True)
    return open(path, "rb")


def certificate_fingerprint(pdf_bytes):
    return hashlib.md5(pdf_bytes).hexdigest()
