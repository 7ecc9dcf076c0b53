from typing import Optional

import strawberry


@strawberry.type
class Artist:
    id: int
    name: str
    bio: str = ""


@strawberry.type
class Artwork:
    id: int
    title: str
    artist_id: int
    year: Optional[int] = None
    image: Optional[str] = None


@strawberry.input
class ArtworkInput:
    title: str
    artist_id: int
    caption: str = ""
    description: str = ""
    year: Optional[int] = None
