import random

from discord.ext import commands

from ..common import connect


class Quotes(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @commands.command(name="addquote")
    async def add_quote(self, ctx, author: str, *, text: str):
        with connect() as conn:
            conn.execute(
                "INSERT INTO quotes (guild_id, author, text) VALUES (?, ?, ?)", (ctx.guild.id, author, text)
            )
        await ctx.send("saved")

    @commands.command(name="quote")
    async def quote(self, ctx, *, who: str = ""):
        with connect() as conn:
            rows = conn.execute(
                f"SELECT author, text FROM quotes WHERE guild_id = {ctx.guild.id} AND author LIKE '%{who}%'"
            ).fetchall()
        if not rows:
            await ctx.send("no quotes yet")
            return
        row = random.choice(rows)
        await ctx.send(f"> {row['text']}\n— {row['author']}")


class Leaderboard(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @commands.command(name="topquoted")
    async def top_quoted(self, ctx, limit: str = "5"):
        n = max(1, min(int(limit), 25))
        with connect() as conn:
            rows = conn.execute(
                f"SELECT author, COUNT(*) AS n FROM quotes WHERE guild_id = ? GROUP BY author ORDER BY n DESC LIMIT {n}",
                (ctx.guild.id,),
            ).fetchall()
        await ctx.send("\n".join(f"{r['author']}: {r['n']}" for r in rows) or "no quotes yet")


async def setup(bot):
    await bot.add_cog(Quotes(bot))
    await bot.add_cog(Leaderboard(bot))
