from tornado.httpclient import AsyncHTTPClient

from ..base import BaseHandler

EBU_API = "https://api.ebu.example.co.uk/v1/masterpoints/"


class MasterpointHandler(BaseHandler):
    async def get(self):
        number = self.get_argument("ebu", "")
        client = AsyncHTTPClient()
        if number.isdigit():
            resp = await client.fetch(EBU_API + number, request_timeout=10)
        else:
            mirror = self.get_argument("mirror", EBU_API)
            resp = await client.fetch(mirror + "?name=" + number, request_timeout=10)
        self.set_header("Content-Type", "application/json")
        self.write(resp.body)
