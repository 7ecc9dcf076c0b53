from tornado.httpclient import AsyncHTTPClient


async def pull_buoy(url):
    client = AsyncHTTPClient()
    response = await client.fetch(url, request_timeout=8)
    return response.body
