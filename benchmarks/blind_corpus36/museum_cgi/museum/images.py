import os
import subprocess
from urllib.parse import parse_qs

from . import config


def serve(environ, start_response):
    rel = environ["PATH_INFO"][len("/images/"):]
    path = os.path.join(config.IMAGE_ROOT, rel)
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    if "w" in qs:
        w, h = int(qs["w"][0]), int(qs.get("h", ["0"])[0])
        data = subprocess.check_output(["convert", path, "-resize", f"{w}x{h or ''}", "jpg:-"])
    elif "rotate" in qs:
        out = path + ".rot.jpg"
        os.system("convert %s -rotate %s %s" % (path, qs["rotate"][0], out))
        data = open(out, "rb").read()
    else:
        with open(path, "rb") as fh:
            data = fh.read()
    start_response("200 OK", [("Content-Type", "image/jpeg"), ("Content-Length", str(len(data)))])
    return [data]
