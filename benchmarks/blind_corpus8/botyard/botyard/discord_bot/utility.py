from discord.ext import commands

from ..common import pins


class Utility(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.pending = {}

    @commands.command(name="link")
    async def link(self, ctx):
        code = pins.verification_code()
        self.pending[ctx.author.id] = code
        await ctx.author.send(f"Your verification code is {code}")

    @commands.command(name="verify")
    async def verify(self, ctx, code: str, pin: str):
        if self.pending.get(ctx.author.id) != code:
            await ctx.send("wrong code")
            return
        pins.set_pin(ctx.author.id, pin)
        del self.pending[ctx.author.id]
        await ctx.send("vault PIN set")


async def setup(bot):
    await bot.add_cog(Utility(bot))
