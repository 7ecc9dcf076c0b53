import asyncio
import logging

import discord
from discord.ext import commands

from . import config

log = logging.getLogger("opsbot")

COGS = (
    "opsbot.cogs.calc",
    "opsbot.cogs.net",
    "opsbot.cogs.links",
    "opsbot.cogs.quotes",
    "opsbot.cogs.verify",
    "opsbot.cogs.admin",
    "opsbot.cogs.ops",
)


class OpsBot(commands.Bot):
    async def setup_hook(self):
        for name in COGS:
            await self.load_extension(name)
            log.info("loaded %s", name)


def main():
    intents = discord.Intents.default()
    intents.message_content = True
    bot = OpsBot(command_prefix=config.COMMAND_PREFIX, intents=intents)
    logging.basicConfig(level=logging.INFO)
    bot.run(config.DISCORD_TOKEN)


if __name__ == "__main__":
    main()
