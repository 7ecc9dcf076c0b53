import random
import time

import discord
from discord.ext import commands

from .. import config
from ..mailer import send_code

PENDING = {}


class Verify(commands.Cog):
    """Link a Discord account to a corporate e-mail address."""

    def __init__(self, bot):
        self.bot = bot

    @commands.command()
    async def verify(self, ctx, email: str):
        if not email.endswith("@acme.example"):
            await ctx.reply("corporate addresses only")
            return
        code = "%06d" % random.randint(0, 999999)
        PENDING[ctx.author.id] = (email, code, time.time() + 600)
        await send_code(email, code)
        await ctx.reply("check your inbox and run !confirm <code>")

    @commands.command()
    async def confirm(self, ctx, code: str):
        email, expected, expires = PENDING.get(ctx.author.id, (None, None, 0))
        if expected and code == expected and time.time() < expires:
            role = discord.utils.get(ctx.guild.roles, name=config.VERIFY_ROLE)
            await ctx.author.add_roles(role)
            del PENDING[ctx.author.id]
            await ctx.reply("verified")
        else:
            await ctx.reply("invalid or expired code")

    @commands.command()
    async def roll(self, ctx, sides: int = 6):
        await ctx.reply(str(random.randint(1, max(2, sides))))


async def setup(bot):
    await bot.add_cog(Verify(bot))
