// The Octokit every adapter in src/github takes: @octokit/core with the REST endpoint methods and
// pagination, however it was made (the action's @actions/github client, or the CLI's own). Types only, so
// this folder never depends on @actions/*.
import type { Octokit } from '@octokit/core';
import type { PaginateInterface } from '@octokit/plugin-paginate-rest';
import type { Api } from '@octokit/plugin-rest-endpoint-methods';

export type RestOctokit = Octokit & Api & { paginate: PaginateInterface };
