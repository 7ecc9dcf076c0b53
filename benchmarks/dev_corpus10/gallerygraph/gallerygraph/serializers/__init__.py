from .artwork import ArtworkSerializer, ArtistSerializer
from .imports import CatalogueImportSerializer

__all__ = ["ArtworkSerializer", "ArtistSerializer", "CatalogueImportSerializer"]
