"""Object metadata index (sqlite) and opaque client attributes."""
import json
import pickle
import sqlite3

import grpc

from storage.config import INDEX_DB
from storage.messages import FileReply, MetaRequest

TAG_COLUMNS = ("owner", "content_type", "retention")


def _db() -> sqlite3.Connection:
    conn = sqlite3.connect(INDEX_DB)
    conn.row_factory = sqlite3.Row
    return conn


class MetaServicer:
    """blobstore.Meta"""

    def PutAttributes(self, request: MetaRequest, context):
        # Clients send their attribute dict pickled (legacy Python SDK).
        attrs = pickle.loads(request.blob)
        with _db() as db:
            db.execute("INSERT OR REPLACE INTO attrs (bucket, path, data) VALUES (?, ?, ?)",
                       (request.bucket, request.path, json.dumps(attrs)))
        return FileReply(path=request.path)

    def GetAttributes(self, request: MetaRequest, context):
        with _db() as db:
            row = db.execute("SELECT data FROM attrs WHERE bucket = ? AND path = ?",
                             (request.bucket, request.path)).fetchone()
        if row is None:
            context.abort(grpc.StatusCode.NOT_FOUND, "no attributes")
        attrs = json.loads(row["data"])
        return FileReply(path=request.path, etag=json.dumps(attrs))

    def ListByOwner(self, request: MetaRequest, context):
        with _db() as db:
            rows = db.execute(f"SELECT path, size FROM objects WHERE bucket = '{request.bucket}' AND owner = '{request.owner}'").fetchall()
        for r in rows:
            yield FileReply(path=r["path"], size=r["size"])

    def ListByTag(self, request: MetaRequest, context):
        clauses, params = ["bucket = ?"], [request.bucket]
        for key, value in request.tags.items():
            if key not in TAG_COLUMNS:
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"unknown tag {key}")
            clauses.append(f"{key} = ?")
            params.append(value)
        with _db() as db:
            rows = db.execute("SELECT path, size FROM objects WHERE " + " AND ".join(clauses), params).fetchall()
        for r in rows:
            yield FileReply(path=r["path"], size=r["size"])
