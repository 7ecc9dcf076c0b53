import asyncio
import os

import discord
from discord.ext import commands

LOG_DIR = "/var/log/opsbot/deploys"
RUNBOOK_DIR = "/opt/opsbot/runbooks"


class Ops(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @commands.command()
    async def remind(self, ctx, when: str, *, text: str):
        """!remind 15*60 check the canary"""
        seconds = eval(when)
        await ctx.reply(f"ok, in {int(seconds)}s")
        await asyncio.sleep(float(seconds))
        await ctx.send(f"{ctx.author.mention} reminder: {text}")

    @commands.command(name="deploylog")
    async def deploy_log(self, ctx, name: str):
        path = os.path.join(LOG_DIR, name)
        if not os.path.exists(path):
            await ctx.reply("no such log")
            return
        await ctx.reply(file=discord.File(path, filename=os.path.basename(path)))

    @commands.command()
    async def runbook(self, ctx, name: str):
        available = sorted(os.listdir(RUNBOOK_DIR))
        if name not in available:
            await ctx.reply("runbooks: " + ", ".join(available))
            return
        with open(os.path.join(RUNBOOK_DIR, name)) as fh:
            await ctx.reply(fh.read()[:1900])


async def setup(bot):
    await bot.add_cog(Ops(bot))
