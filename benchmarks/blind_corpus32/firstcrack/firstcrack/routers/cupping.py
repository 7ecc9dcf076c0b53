"""SCA cupping forms exported by the cupping-table tablet app."""
import html
from typing import Annotated

from fastapi import APIRouter, File, Query, UploadFile
from fastapi.responses import HTMLResponse
from lxml import etree

router = APIRouter(prefix="/cupping", tags=["cupping"])

_FORM_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
_BY_CUPPER = etree.XPath("//cup[@cupper=$cupper]/score/text()")
_sessions: dict[str, etree._Element] = {}


@router.post("/sessions/{session_id}")
async def upload_session(session_id: str, form: UploadFile = File(...)):
    data = await form.read()
    _sessions[session_id] = etree.fromstring(data, _FORM_PARSER)
    return {"cups": len(_sessions[session_id].findall(".//cup"))}


@router.get("/sessions/{session_id}/sample")
def sample_scores(session_id: str, sample: Annotated[str, Query()]):
    root = _sessions[session_id]
    scores = root.xpath(f"//cup[@sample='{sample}']/score/text()")
    return {"sample": sample, "scores": [float(s) for s in scores]}


@router.get("/sessions/{session_id}/cupper", response_class=HTMLResponse)
def cupper_sheet(session_id: str, cupper: Annotated[str, Query()]):
    root = _sessions[session_id]
    scores = _BY_CUPPER(root, cupper=cupper)
    rows = "".join(f"<li>{html.escape(str(s))}</li>" for s in scores)
    return HTMLResponse(f"<h3>{html.escape(cupper)}</h3><ul>{rows}</ul>")
