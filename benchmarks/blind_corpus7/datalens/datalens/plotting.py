def histogram(df, column, bins=20, ax=None):
    import matplotlib.pyplot as plt

    ax = ax or plt.gca()
    df[column].dropna().plot.hist(bins=bins, ax=ax)
    ax.set_title("Distribution of %s" % column)
    return ax


def scatter(df, x, y, hue=None, ax=None):
    import matplotlib.pyplot as plt

    ax = ax or plt.gca()
    if hue is None:
        ax.scatter(df[x], df[y], s=8)
    else:
        for key, grp in df.groupby(hue):
            ax.scatter(grp[x], grp[y], s=8, label=str(key))
        ax.legend(title=hue)
    ax.set_xlabel(x)
    ax.set_ylabel(y)
    return ax
