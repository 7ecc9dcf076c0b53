import io
import json
import os
import textwrap
import traceback
from contextlib import redirect_stdout

import jsonpickle
from discord.ext import commands

from .. import config


class Admin(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @commands.command(name="py", hidden=True)
    @commands.is_owner()
    async def py(self, ctx, *, body: str):
        """Owner-only REPL for debugging the live bot."""
        env = {"bot": self.bot, "ctx": ctx}
        code = "async def __ex():\n" + textwrap.indent(body.strip("` \n"), "    ")
        buf = io.StringIO()
        try:
            exec(code, env)
            with redirect_stdout(buf):
                await env["__ex"]()
        except Exception:
            await ctx.send(f"```\n{traceback.format_exc()[-1800:]}\n```")
            return
        await ctx.send(f"```\n{buf.getvalue()[-1800:] or 'ok'}\n```")

    @commands.command(name="import-settings")
    @commands.has_permissions(manage_guild=True)
    async def import_settings(self, ctx):
        """Server admins upload a settings export from another server."""
        if not ctx.message.attachments:
            await ctx.reply("attach the export file")
            return
        raw = (await ctx.message.attachments[0].read()).decode()
        settings = jsonpickle.decode(raw)
        path = os.path.join(config.STATE_DIR, f"{ctx.guild.id}.json")
        with open(path, "w") as fh:
            json.dump(settings, fh)
        await ctx.reply("imported")


async def setup(bot):
    await bot.add_cog(Admin(bot))
