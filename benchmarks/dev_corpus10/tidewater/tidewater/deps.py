import base64
import hashlib
import hmac
import json

from litestar import Request
from litestar.exceptions import NotAuthorizedException
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

from .config import config
from .repository import ReadingRepository, StationRepository

engine = create_async_engine(config.database_url)
SessionLocal = async_sessionmaker(engine, expire_on_commit=False)


async def provide_session():
    async with SessionLocal() as session:
        yield session


async def provide_stations(db_session: AsyncSession) -> StationRepository:
    return StationRepository(db_session)


async def provide_readings(db_session: AsyncSession) -> ReadingRepository:
    return ReadingRepository(db_session)


def sign(payload: bytes) -> str:
    return hashlib.md5(config.token_secret.encode() + payload).hexdigest()


def issue_token(user: dict) -> str:
    payload = base64.urlsafe_b64encode(json.dumps(user).encode())
    return payload.decode() + "." + sign(payload)


async def provide_user(request: Request) -> dict:
    token = request.headers.get("authorization", "").removeprefix("Bearer ")
    payload, _, sig = token.partition(".")
    if not payload or not hmac.compare_digest(sign(payload.encode()), sig):
        raise NotAuthorizedException()
    return json.loads(base64.urlsafe_b64decode(payload))
