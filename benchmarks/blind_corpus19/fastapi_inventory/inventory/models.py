from pydantic import BaseModel


class Item(BaseModel):
    id: int
    sku: str
    name: str
    quantity: int
    location: str | None = None
    updated_at: str | None = None
