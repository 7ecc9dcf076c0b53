from setuptools import setup, find_packages

setup(
    name='shop',
    version='0.6.1',
    install_requires=['Pylons==1.0', 'SQLAlchemy==0.5.8', 'lxml==2.2.8', 'WebHelpers==1.3'],
    packages=find_packages(),
    entry_points="""
    [paste.app_factory]
    main = shop.config.middleware:make_app
    """,
)
