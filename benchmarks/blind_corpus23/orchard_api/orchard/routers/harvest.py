import ast
import html
import operator
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException, Query
from fastapi.responses import FileResponse, HTMLResponse

from .. import db
from ..config import settings
from ..deps import current_grower
from ..shapes import paginate, render_table

router = APIRouter()

_ALLOWED_NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
                  ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub)


def _estimate(expr: str, variables: dict[str, float]) -> float:
    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise HTTPException(400, "unsupported expression")
        if isinstance(node, ast.Name) and node.id not in variables:
            raise HTTPException(400, f"unknown variable {node.id}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise HTTPException(400, "numbers only")
    return eval(compile(tree, "<estimate>", "eval"), {"__builtins__": {}}, variables)


@router.get("/blocks/{block}", response_class=HTMLResponse)
def block_page(block: str, variety: str | None = None, page: int = 1, grower: int = Depends(current_grower)):
    rows = db.picks_for_block(block, variety)
    table = render_table(paginate(list(rows), page).items, caption=html.escape(block))
    return HTMLResponse(f"<h1>Block {html.escape(block)}</h1>{table}")


@router.get("/pickers/{picker}", response_class=HTMLResponse)
def picker_page(picker: str, season: str = Query("2024"), grower: int = Depends(current_grower)):
    rows = db.picks_by_picker(picker, season)
    return HTMLResponse(render_table(rows, caption=f"Picks by {picker}"))


@router.get("/estimate")
def estimate(expr: str, trees: float = 0, bins_per_tree: float = 0.0):
    return {"bins": _estimate(expr, {"trees": trees, "bins_per_tree": bins_per_tree})}


@router.get("/leaderboard")
def leaderboard(rank_by: str = "bins"):
    rows = [dict(r) for r in db.picks_for_block("all")]
    key = eval("lambda r: " + rank_by, {"__builtins__": {}}) if rank_by.startswith("r[") else operator.itemgetter("bins")
    return sorted(rows, key=key, reverse=True)[:20]


@router.get("/photos/thumbs/{filename}")
def thumb(filename: str):
    root = Path(settings.photo_dir, "thumbs").resolve()
    target = (root / filename).resolve()
    if not target.is_relative_to(root):
        raise HTTPException(404)
    return FileResponse(target)


@router.get("/photos/{filename:path}")
def photo(filename: str):
    return FileResponse(f"{settings.photo_dir}/{filename}")
