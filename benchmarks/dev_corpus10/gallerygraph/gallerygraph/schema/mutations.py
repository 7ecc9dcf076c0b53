import os
import uuid

import requests
import strawberry
from strawberry.file_uploads import Upload

from .. import settings
from ..db import raw
from ..serializers import ArtworkSerializer, CatalogueImportSerializer
from ..thumbnails import thumbnail, watermark
from .types import Artwork, ArtworkInput


@strawberry.type
class Mutation:
    @strawberry.mutation
    def create_artwork(self, data: ArtworkInput) -> Artwork:
        ser = ArtworkSerializer(data=strawberry.asdict(data))
        ser.is_valid(raise_exception=True)
        v = ser.validated_data
        row = raw("INSERT INTO artworks (title, artist_id, caption, description, year) "
                  "VALUES (:title, :artist_id, :caption, :description, :year) RETURNING id, title, artist_id, year, image", **v)[0]
        return Artwork(**row)

    @strawberry.mutation
    def upload_image(self, artwork_id: int, file: Upload, filename: str) -> str:
        dest = os.path.join(settings.MEDIA_ROOT, "artworks", filename)
        with open(dest, "wb") as fh:
            fh.write(file.read())
        raw("UPDATE artworks SET image = :img WHERE id = :id", img="artworks/" + filename, id=artwork_id)
        thumbnail("artworks/" + filename, "m")
        return filename

    @strawberry.mutation
    def import_image_from_url(self, artwork_id: int, url: str) -> str:
        resp = requests.get(url, timeout=15)
        name = "%s.jpg" % uuid.uuid4().hex
        with open(os.path.join(settings.MEDIA_ROOT, "artworks", name), "wb") as fh:
            fh.write(resp.content)
        raw("UPDATE artworks SET image = :img WHERE id = :id", img="artworks/" + name, id=artwork_id)
        return name

    @strawberry.mutation
    def watermark_image(self, artwork_id: int, text: str) -> bool:
        row = raw("SELECT image FROM artworks WHERE id = :id", id=artwork_id)[0]
        return watermark(row["image"], text) == 0

    @strawberry.mutation
    def import_catalogue(self, fmt: str, payload: str) -> int:
        ser = CatalogueImportSerializer(data={"fmt": fmt, "payload": payload})
        ser.is_valid(raise_exception=True)
        count = 0
        for item in ser.rows():
            raw("INSERT INTO artworks (title, artist_id) VALUES (:t, :a)", t=item["title"], a=int(item["artist_id"]))
            count += 1
        return count
