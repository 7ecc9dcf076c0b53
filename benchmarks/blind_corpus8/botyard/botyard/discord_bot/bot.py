import discord
from discord.ext import commands

from .. import settings

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)


async def setup():
    await bot.load_extension("botyard.discord_bot.quotes")
    await bot.load_extension("botyard.discord_bot.utility")


@bot.event
async def setup_hook():
    await setup()


def main():
    bot.run(settings.DISCORD_TOKEN)


if __name__ == "__main__":
    main()
