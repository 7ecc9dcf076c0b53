from zope.interface import Interface


class ISporeprintLayer(Interface):
    """Browser layer for the society site."""


class IFindsFolder(Interface):
    """Folder that holds the society's find records."""
