import aiohttp

from inventory import settings

TIMEOUT = aiohttp.ClientTimeout(total=8)


async def prices_from_host(host, skus):
    """Some small suppliers run a price endpoint on their own box; the store tells us where."""
    url = f"http://{host}/prices?skus={','.join(skus)}"
    async with aiohttp.ClientSession(timeout=TIMEOUT) as session:
        async with session.get(url) as resp:
            return await resp.text()


async def prices_from_supplier(name, skus):
    url = settings.SUPPLIER_ENDPOINTS[name]
    async with aiohttp.ClientSession(timeout=TIMEOUT) as session:
        async with session.get(url, params={"skus": ",".join(skus)}) as resp:
            resp.raise_for_status()
            return await resp.text()
