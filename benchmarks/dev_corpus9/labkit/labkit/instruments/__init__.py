from .balance import Balance
from .spectro import SpectroExport

__all__ = ["Balance", "SpectroExport"]
