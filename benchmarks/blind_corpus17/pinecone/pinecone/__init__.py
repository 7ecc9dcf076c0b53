"""pinecone - install shell "recipes" from a shared recipe index."""
__version__ = "2.4.0"
