from .archive import UnpackArchiveOperator
from .csv_load import CsvLoadOperator
from .xml_load import XmlLoadOperator

__all__ = ["UnpackArchiveOperator", "CsvLoadOperator", "XmlLoadOperator"]
