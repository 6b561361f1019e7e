// Shard 1 of the access-control matrix (test/access-matrix.ts says how rows are added and dealt).
import { accessMatrix } from './access-matrix';

accessMatrix(0);
