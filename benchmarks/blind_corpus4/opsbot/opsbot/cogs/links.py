import base64
import re

import aiohttp
from discord.ext import commands

from .. import config

URL_RE = re.compile(r"https?://\S+")
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
ISSUE_RE = re.compile(r"^[A-Z][A-Z0-9]{1,9}-\d{1,6}$")


class Links(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=8))

    async def cog_unload(self):
        await self.session.close()

    async def _title(self, url):
        async with self.session.get(url, allow_redirects=True) as resp:
            text = await resp.text(errors="replace")
        m = TITLE_RE.search(text[:65536])
        return m.group(1).strip() if m else None

    @commands.Cog.listener()
    async def on_message(self, message):
        if message.author.bot:
            return
        for url in URL_RE.findall(message.content)[:3]:
            title = await self._title(url)
            if title:
                await message.channel.send(f"> {title[:200]}")

    @commands.command()
    async def jira(self, ctx, key: str):
        if not ISSUE_RE.match(key):
            await ctx.reply("usage: !jira ABC-123")
            return
        auth = base64.b64encode(f"{config.JIRA_USER}:{config.JIRA_API_TOKEN}".encode()).decode()
        async with self.session.get(f"{config.JIRA_BASE}/rest/api/2/issue/{key}",
                                    headers={"Authorization": f"Basic {auth}"}) as resp:
            data = await resp.json()
        await ctx.reply(f"**{key}** {data['fields']['summary']} ({data['fields']['status']['name']})")


async def setup(bot):
    await bot.add_cog(Links(bot))
