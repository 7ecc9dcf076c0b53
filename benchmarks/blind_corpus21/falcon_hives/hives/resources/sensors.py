import hashlib
import pickle
import zlib

import falcon
import msgpack

_SEEN = set()


class ReadingsResource(object):
    """Scale and temperature sensors upload batches; firmware < 2.0 sends pickles."""

    def on_post(self, req, resp):
        body = req.bounded_stream.read()
        digest = hashlib.sha1(body).hexdigest()
        if digest in _SEEN:
            resp.status = falcon.HTTP_208
            return
        _SEEN.add(digest)
        if req.content_type == "application/x-hive-v1":
            batch = pickle.loads(zlib.decompress(body))
        else:
            batch = msgpack.unpackb(body, raw=False)
        db = req.context.db
        db.executemany("INSERT INTO readings (hive_id, ts, weight_kg, temp_c) VALUES (?, ?, ?, ?)",
                       [(r["hive"], r["ts"], r["w"], r["t"]) for r in batch])
        db.commit()
        resp.media = {"stored": len(batch)}
