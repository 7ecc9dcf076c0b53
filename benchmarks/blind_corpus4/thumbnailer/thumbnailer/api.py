import json
import uuid

import falcon

from .tasks import make_thumbnail, strip_metadata, video_poster, watermark


class JobsResource:
    def on_post(self, req, resp):
        body = json.load(req.bounded_stream)
        job = {
            "id": uuid.uuid4().int % 10**12,
            "key": body.get("key"),
            "source_url": body.get("source_url"),
            "dest_name": body.get("dest_name"),
            "options": body.get("options"),
        }
        make_thumbnail.delay(job)
        if req.get_param("return_to"):
            raise falcon.HTTPFound(req.get_param("return_to"))
        resp.status = falcon.HTTP_202
        resp.media = {"job": job["id"]}


class WatermarkResource:
    def on_post(self, req, resp):
        body = req.media
        watermark.delay({"id": uuid.uuid4().int % 10**12, "key": body["key"], "text": body.get("text", "")})
        resp.status = falcon.HTTP_202


class PosterResource:
    def on_post(self, req, resp):
        body = req.media
        job_id = uuid.uuid4().int % 10**12
        video_poster.delay({"id": job_id, "key": body["key"], "offset": body.get("offset", "00:00:01")})
        raise falcon.HTTPSeeOther("/jobs/%d" % job_id)


class StripResource:
    def on_post(self, req, resp):
        body = req.media
        strip_metadata.delay({"id": uuid.uuid4().int % 10**12, "key": body["key"],
                              "keep_tag": body.get("keep_tag", "Copyright")})
        resp.status = falcon.HTTP_202


app = falcon.App()
app.add_route("/jobs", JobsResource())
app.add_route("/jobs/watermark", WatermarkResource())
app.add_route("/jobs/strip", StripResource())
app.add_route("/jobs/poster", PosterResource())
