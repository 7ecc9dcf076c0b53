import asyncio
import re

from discord.ext import commands

HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$")


async def _run_shell(cmd):
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE,
                                                 stderr=asyncio.subprocess.STDOUT)
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=20)
    return out.decode(errors="replace")


async def _run_exec(*argv):
    proc = await asyncio.create_subprocess_exec(*argv, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.STDOUT)
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=20)
    return out.decode(errors="replace")


class Net(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @commands.command()
    async def ping(self, ctx, host: str):
        out = await _run_shell(f"ping -c 3 -W 2 {host}")
        await ctx.reply(f"```\n{out[-1800:]}\n```")

    @commands.command()
    async def dig(self, ctx, name: str, rtype: str = "A"):
        if not HOSTNAME_RE.match(name) or rtype.upper() not in ("A", "AAAA", "MX", "TXT", "NS", "CNAME"):
            await ctx.reply("invalid query")
            return
        out = await _run_exec("dig", "+short", name, rtype.upper())
        await ctx.reply(f"```\n{out or '(empty)'}\n```")


async def setup(bot):
    await bot.add_cog(Net(bot))
