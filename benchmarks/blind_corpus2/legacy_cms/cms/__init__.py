# Legacy CMS package (Python 2.7, web.py)
__version__ = '1.9.4'
