from typing import Annotated

import httpx
from fastapi import APIRouter, BackgroundTasks, Body

from ..deps import Member

router = APIRouter(prefix="/webhooks")

CLUB_PORTAL = "https://portal.swimengland-clubs.example/hooks/lanerope"


async def _deliver(url: str, payload: dict) -> None:
    async with httpx.AsyncClient(timeout=5) as client:
        await client.post(url, json=payload)


async def _ping_club_portal(club: str, payload: dict) -> None:
    async with httpx.AsyncClient(timeout=5) as client:
        await client.post(CLUB_PORTAL, params={"club": club}, json=payload)


@router.post("/test")
async def test_hook(member: Member, tasks: BackgroundTasks, url: Annotated[str, Body(embed=True)]):
    async with httpx.AsyncClient(timeout=5) as client:
        resp = await client.get(url)
    tasks.add_task(_ping_club_portal, "RIVS", {"member": member, "status": resp.status_code})
    return {"status": resp.status_code}
