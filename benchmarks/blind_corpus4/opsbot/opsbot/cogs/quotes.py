import aiosqlite
from discord.ext import commands

from .. import config


class Quotes(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    async def _db(self):
        db = await aiosqlite.connect(config.QUOTES_DB)
        await db.execute("CREATE TABLE IF NOT EXISTS quotes (id INTEGER PRIMARY KEY, guild INTEGER, author TEXT, body TEXT)")
        return db

    @commands.group(invoke_without_command=True)
    async def quote(self, ctx):
        async with await self._db() as db:
            async with db.execute("SELECT body, author FROM quotes WHERE guild = ? ORDER BY RANDOM() LIMIT 1",
                                  (ctx.guild.id,)) as cur:
                row = await cur.fetchone()
        await ctx.send(f"> {row[0]}\n- {row[1]}" if row else "no quotes yet")

    @quote.command()
    async def add(self, ctx, *, body: str):
        async with await self._db() as db:
            await db.execute("INSERT INTO quotes (guild, author, body) VALUES (?, ?, ?)",
                             (ctx.guild.id, str(ctx.author), body))
            await db.commit()
        await ctx.message.add_reaction("\N{WHITE HEAVY CHECK MARK}")

    @quote.command()
    async def search(self, ctx, *, term: str):
        sql = f"SELECT id, body FROM quotes WHERE guild = {ctx.guild.id} AND body LIKE '%{term}%' LIMIT 5"
        async with await self._db() as db:
            async with db.execute(sql) as cur:
                rows = await cur.fetchall()
        await ctx.send("\n".join(f"#{r[0]}: {r[1]}" for r in rows) or "nothing found")


async def setup(bot):
    await bot.add_cog(Quotes(bot))
