from typing import Annotated

import asyncpg
import jwt
from fastapi import Cookie, Depends, HTTPException, Request

from .repo import Booking, Lesson, Repo
from .services.accounts import AccountService
from .services.media import MediaService
from .services.timing import TimingService
from .settings import Settings, get_settings


async def get_pool(request: Request) -> asyncpg.Pool:
    return request.app.state.pool


Pool = Annotated[asyncpg.Pool, Depends(get_pool)]
Config = Annotated[Settings, Depends(get_settings)]


def bookings_repo(pool: Pool) -> Repo[Booking]:
    return Repo(pool, Booking, "lane_bookings")


def lessons_repo(pool: Pool) -> Repo[Lesson]:
    return Repo(pool, Lesson, "lessons")


def account_service(pool: Pool, settings: Config) -> AccountService:
    return AccountService(pool, settings)


def media_service(settings: Config) -> MediaService:
    return MediaService(settings.media_root, settings.certificates_root)


def timing_service(pool: Pool, settings: Config) -> TimingService:
    return TimingService(pool, settings.media_root)


async def current_member(settings: Config, lr_token: Annotated[str | None, Cookie()] = None) -> int:
    if not lr_token:
        raise HTTPException(401)
    try:
        claims = jwt.decode(lr_token, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(401)
    return int(claims["sub"])


Bookings = Annotated[Repo[Booking], Depends(bookings_repo)]
Lessons = Annotated[Repo[Lesson], Depends(lessons_repo)]
Accounts = Annotated[AccountService, Depends(account_service)]
Media = Annotated[MediaService, Depends(media_service)]
Timing = Annotated[TimingService, Depends(timing_service)]
Member = Annotated[int, Depends(current_member)]
