import hashlib
import os
import subprocess

from bottle import abort, request, static_file

from ..app import app
from ..settings import PHOTO_DIR
from ..validators import photo_filename


@app.get("/photos/<name:path>")
def photo(name):
    return static_file(name, root=PHOTO_DIR)


@app.post("/photos/upload")
def upload(db):
    if not request.environ.get("bench.customer"):
        abort(401)
    item = request.files.get("photo")
    try:
        name = photo_filename(item.raw_filename)
    except ValueError:
        abort(400)
    data = item.file.read()
    digest = hashlib.sha1(data).hexdigest()
    if db.execute("SELECT 1 FROM photos WHERE sha1 = ?", (digest,)).fetchone():
        return {"duplicate": True}
    path = os.path.join(PHOTO_DIR, "progress", name)
    with open(path, "wb") as fh:
        fh.write(data)
    subprocess.Popen("exiftool -overwrite_original -gps:all= " + path, shell=True)
    db.execute("INSERT INTO photos (sha1, name) VALUES (?, ?)", (digest, name))
    return {"stored": name}
