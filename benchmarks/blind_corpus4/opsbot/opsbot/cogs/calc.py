import ast
import math
import operator

from discord.ext import commands

MATH_NS = {name: getattr(math, name) for name in ("sqrt", "log", "sin", "cos", "tan", "pi", "e")}

_ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.USub, ast.UAdd,
)


def strict_eval(expr):
    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise ValueError("unsupported syntax: %s" % type(node).__name__)
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("numbers only")
    return eval(compile(tree, "<calc>", "eval"), {"__builtins__": {}}, {})


class Calc(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @commands.command(name="calc")
    async def calc(self, ctx, *, expr: str):
        try:
            result = strict_eval(expr)
        except Exception as exc:
            await ctx.reply(f"nope: {exc}")
            return
        await ctx.reply(f"`{expr}` = **{result}**")

    @commands.command(name="sci")
    async def sci(self, ctx, *, expr: str):
        """Scientific mode: allows sqrt(), log(), pi and friends."""
        if "__" in expr or "import" in expr:
            await ctx.reply("nice try")
            return
        result = eval(expr, {"__builtins__": None}, MATH_NS)
        await ctx.reply(f"= {result}")


async def setup(bot):
    await bot.add_cog(Calc(bot))
