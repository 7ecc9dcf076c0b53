"""Loan-rate formulas maintained by the credit committee in /etc/thriftline/rates.ini."""
import ast
import configparser

_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
            ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.Compare, ast.Gt, ast.Lt, ast.IfExp)

_cfg = configparser.ConfigParser()
_cfg.read("/etc/thriftline/rates.ini")


def _compile_formula(src: str):
    tree = ast.parse(src, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError(f"disallowed element {type(node).__name__}")
    return compile(tree, "<rate>", "eval")


def rate_for_product(product: str, principal: float, months: int) -> float:
    if not _cfg.has_option("formulas", product):
        product = "personal"
    code = _compile_formula(_cfg.get("formulas", product))
    return float(eval(code, {"__builtins__": {}}, {"principal": principal, "months": months}))
